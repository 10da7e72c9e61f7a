import { Link } from 'react-router'
import { LegalName, RegisteredAddress } from '#web/components/shop-profile/profile-text.tsx'
import { List, PolicyPage } from './policy-page.tsx'

export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Service"
      description="The terms that apply when you browse and buy from Kavach."
      lastUpdated={new Date().toISOString()}
      intro={
        <p>
          These terms govern your use of the Kavach website and every order you place with{' '}
          <LegalName />. Please read them before you shop.
        </p>
      }
      sections={[
        {
          title: 'Acceptance of Terms',
          body: (
            <p>
              By using this website or placing an order you agree to these terms, to our{' '}
              <Link to="/privacy" className="text-brand-700 underline">
                Privacy Policy
              </Link>{' '}
              and to our{' '}
              <Link to="/refund" className="text-brand-700 underline">
                Cancellation and Refund Policy
              </Link>
              . If you do not agree, please do not use the site.
            </p>
          ),
        },
        {
          title: 'Definitions',
          body: (
            <List
              items={[
                <>
                  "Kavach", "we" and "us" mean <LegalName />, <RegisteredAddress />.
                </>,
                '"You" and "customer" mean the person using the site or placing an order.',
                '"Products" means the phone and work accessories listed for sale on the site.',
                '"Order" means a request to buy products that you have paid for at checkout.',
              ]}
            />
          ),
        },
        {
          title: 'Eligibility',
          body: (
            <p>
              You must be 18 years or older and a resident of India to create an account or buy from
              Kavach. We deliver only to addresses in India. You are responsible for keeping your
              password private and for everything done with your account.
            </p>
          ),
        },
        {
          title: 'Product Information',
          body: (
            <>
              <p>
                We describe every product as accurately as we can, including compatibility with
                phone models. Colours may look slightly different on your screen, and packaging may
                change without notice.
              </p>
              <p>
                Prices are in Indian rupees and include 18% GST. If a product is listed at a wrong
                price because of an error, we will tell you before dispatch and you may cancel for a
                full refund.
              </p>
            </>
          ),
        },
        {
          title: 'Order Processing',
          body: (
            <List
              items={[
                'An order is confirmed once payment succeeds; you receive a confirmation within 2 hours.',
                'Orders are processed within 1-2 business days and dispatched within 2-3 days.',
                'We may cancel an order if a product is out of stock or payment cannot be verified; any amount paid is refunded in full.',
                'Cancellation is possible only on the day of purchase and before dispatch, as the refund policy explains.',
              ]}
            />
          ),
        },
        {
          title: 'Shipping and Delivery',
          body: (
            <p>
              We ship across India with tracking on every order. Delivery usually takes between 0
              and 14 days depending on your location, with up to two delivery attempts. See our{' '}
              <Link to="/shipping" className="text-brand-700 underline">
                Shipping Policy
              </Link>{' '}
              for zones, timelines and charges.
            </p>
          ),
        },
        {
          title: 'Privacy and Data Protection',
          body: (
            <p>
              We collect only the information needed to run your account and deliver your orders,
              and we protect it as required by the Information Technology Act, 2000. Card details
              are handled by our payment provider and never stored by Kavach.
            </p>
          ),
        },
        {
          title: 'Limitation of Liability',
          body: (
            <p>
              To the extent the law allows, our liability for any claim about a product or order is
              limited to the amount you paid for it. We are not liable for indirect losses such as
              data loss or damage to a device caused by misuse of a product. Nothing in these terms
              limits your rights as a consumer under Indian law.
            </p>
          ),
        },
      ]}
    />
  )
}
