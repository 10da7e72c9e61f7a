import {
  GrievanceOfficerContact,
  LegalName,
  RegisteredAddress,
  SupportEmail,
} from '#web/components/shop-profile/profile-text.tsx'
import { List, PolicyPage } from './policy-page.tsx'

export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      description="How Kavach collects, uses and protects your personal information."
      lastUpdated="2026-11-27"
      intro={
        <p>
          <LegalName /> respects your privacy. This policy follows the Information Technology Act,
          2000 and the Information Technology (Reasonable Security Practices and Procedures and
          Sensitive Personal Data or Information) Rules, 2011.
        </p>
      }
      sections={[
        {
          title: 'Information We Collect',
          body: (
            <List
              items={[
                'Account details: your name, email address, phone number and, if you choose Google sign-in, your Google profile name and picture.',
                'Order details: shipping address, items bought and order history.',
                'Payment status from our payment provider. We never see or store your full card number.',
                'Messages you send us through the contact form.',
              ]}
            />
          ),
        },
        {
          title: 'How We Use Your Information',
          body: (
            <List
              items={[
                'To create and secure your account, including one-time codes sent by email.',
                'To process, ship and support your orders.',
                'To answer your questions and send service messages about your orders.',
                'To prevent fraud and abuse of our services.',
              ]}
            />
          ),
        },
        {
          title: 'Cookies and Local Storage',
          body: (
            <p>
              We use a necessary cookie to keep you signed in and your browser&apos;s storage to
              remember your cart, wishlist and cookie choice. Functional, analytics and marketing
              cookies are used only if you choose &quot;Accept All Cookies&quot;.
            </p>
          ),
        },
        {
          title: 'Sharing Your Information',
          body: (
            <p>
              We share only what is needed with the courier who delivers your order, our payment
              provider and our email provider. We do not sell your personal information.
            </p>
          ),
        },
        {
          title: 'Data Security',
          body: (
            <p>
              Passwords are stored only as strong one-way hashes, sessions are protected cookies,
              and all traffic to our site is encrypted. Access to customer data is limited to staff
              who need it to serve you.
            </p>
          ),
        },
        {
          title: 'Data Retention',
          body: (
            <>
              <p>
                We keep your account while it is open. Orders and their GST invoices are kept for
                eight years, even after you close your account, because Indian tax law (GST and
                income tax) requires us to keep invoices and the accounts they support that long.
              </p>
              <p className="mt-2">
                Server logs are kept for 12-24 months for security and then deleted.
              </p>
            </>
          ),
        },
        {
          title: 'Your Rights',
          body: (
            <>
              <p>
                You can see and correct your name and phone number in your dashboard at any time.
                Under &quot;Your data&quot; on your profile you can also:
              </p>
              <List
                items={[
                  'Choose, under "Updates and offers", whether we may send order updates on WhatsApp and offers and cart reminders by email: each is off until you turn it on, and turning it off takes effect at once. We keep a record of each choice, when and where you made it.',
                  'Download my data: a JSON file with your profile, saved addresses, orders (items, status, totals and invoice numbers), reviews, messages you sent us, back-in-stock requests, your choices about updates and offers, the cart we keep for you while you are signed in (so it follows you to another device) and the cart reminders we mailed. Your cookie choice and wishlist stay in your browser.',
                  'Delete my account, confirmed with your password (or, if you sign in with Google only, a code we email you). Your profile, saved addresses, kept cart, wishlist, messages, back-in-stock requests and choices about updates and offers are deleted and you are signed out everywhere. Your reviews stay, signed "A Kavach shopper". Your orders and invoices are kept for the eight years tax law asks, without your name, email or phone: an invoice already issued is a tax document and stays as it was issued. You can sign up again with the same email.',
                  'An account can be deleted once no order is still on its way and no return is open, since we still need your name and address to deliver or collect them.',
                ]}
              />
              <p className="mt-2">
                You may also write to <SupportEmail /> for a copy of your data or to close your
                account.
              </p>
            </>
          ),
        },
        {
          title: 'Contact and Grievance Officer',
          body: (
            <p>
              For privacy questions or complaints, write to our Grievance Officer,{' '}
              <GrievanceOfficerContact />, or to <RegisteredAddress />. We acknowledge complaints
              within 24 hours and resolve them within one month.
            </p>
          ),
        },
      ]}
    />
  )
}
