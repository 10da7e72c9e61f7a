import { BadgeCheck, Headphones, Lock, Mail, MapPin, Phone, Shield, Truck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { shopPath } from '../paths.ts'
import { SOCIAL_LINKS } from '#domain/business.ts'
import type { ShopProfile } from '#domain/shop-profile.ts'
import { addressOnOneLine, dialable } from '#domain/shop-profile-text.ts'
import { useShopProfile } from '#web/components/shop-profile/shop-profile-api.ts'

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: shopPath.all },
  { label: 'New Arrivals', to: shopPath.filter('new') },
  { label: 'Gifts', to: shopPath.filter('gifts') },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
]
const CATEGORY_LINKS = [
  { label: 'Premium Cases', to: shopPath.category('cases') },
  { label: 'Tempered Glass', to: shopPath.category('tempered-glass') },
  { label: 'Wireless Chargers', to: shopPath.category('chargers') },
  { label: 'Phone Stands', to: shopPath.category('accessories') },
]
const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Refund Policy', to: '/refund' },
  { label: 'Shipping Policy', to: '/shipping' },
  { label: 'Terms of Service', to: '/service' },
  { label: 'Disclaimer', to: '/disclaimer' },
]
const TRUST_BADGES = [
  { label: 'Secure Payments', icon: Lock },
  { label: 'Pan-India Delivery', icon: Truck },
  { label: 'Genuine Products', icon: BadgeCheck },
  { label: 'Easy Support', icon: Headphones },
]

function FooterContact({ profile }: { profile: ShopProfile }) {
  return (
    <address className="space-y-2 not-italic">
      <p className="font-medium text-white">{profile.legalName}</p>
      <p className="flex gap-2">
        <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{addressOnOneLine(profile)}</span>
      </p>
      <p className="flex gap-2">
        <Phone aria-hidden className="h-4 w-4 shrink-0" />
        <a href={`tel:${dialable(profile.supportPhone)}`} className="hover:text-white">
          {profile.supportPhone}
        </a>
      </p>
      <p className="flex gap-2">
        <Mail aria-hidden className="h-4 w-4 shrink-0" />
        <a href={`mailto:${profile.supportEmail}`} className="hover:text-white">
          {profile.supportEmail}
        </a>
      </p>
      <p>{profile.supportHours}</p>
      <p>{`GSTIN ${profile.gstin}`}</p>
      {profile.cin && <p>{`CIN ${profile.cin}`}</p>}
    </address>
  )
}

function LinkGroup({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <FooterGroup title={title}>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </FooterGroup>
  )
}

function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {children}
    </section>
  )
}

export function Footer() {
  const { profile } = useShopProfile()
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link to="/" className="flex items-center gap-2 text-xl font-bold text-white">
            <Shield aria-hidden className="h-7 w-7 fill-brand-500 text-brand-500" /> Kavach
          </Link>
          <p className="mt-3 max-w-sm">
            Cases, glass, power and desk gear chosen for Indian phones and Indian workdays.
          </p>
          <div className="mt-6">
            <FooterGroup title="Follow Us">
              <ul className="flex flex-wrap gap-2">
                {SOCIAL_LINKS.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-block rounded-full border border-slate-700 px-3 py-1 hover:border-white hover:text-white"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </FooterGroup>
          </div>
        </div>
        <LinkGroup title="Quick Links" links={QUICK_LINKS} />
        <LinkGroup title="Categories" links={CATEGORY_LINKS} />
        <FooterGroup title="Contact">{profile && <FooterContact profile={profile} />}</FooterGroup>
      </div>
      <div className="border-t border-slate-800">
        <ul
          aria-label="Why shop with us"
          className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-3 px-4 py-6"
        >
          {TRUST_BADGES.map(({ label, icon: Icon }) => (
            <li key={label} className="flex items-center gap-2 text-slate-200">
              <Icon aria-hidden className="h-5 w-5 text-brand-500" /> {label}
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-slate-400">
            © {new Date().getFullYear()} Kavach. All rights reserved. Prices in ₹ include 18% GST.
          </p>
        </div>
      </div>
    </footer>
  )
}
