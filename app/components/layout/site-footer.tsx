import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShopSettings } from "../../lib/public-config";
import { ShopLogo } from "../ui/shop-logo";
import { InstagramIcon, WhatsAppIcon } from "./brand-icons";

/** SPEC §2 footer: the 3-step delivery process. */
const deliverySteps = [
  {
    title: "Select your products",
    text: "Browse our collection and add your favourite scents to the cart.",
  },
  {
    title: "Place your order",
    text: "Order on the website or through WhatsApp, whichever suits you.",
  },
  {
    title: "Speedy delivery",
    text: "We deliver to your doorstep: 2-3 business days in Nairobi, 3-5 elsewhere in Kenya.",
  },
] as const;

const quickLinks = [
  { label: "Home", to: "/" },
  { label: "Products", to: "/all-products" },
  { label: "Brands", to: "/brands" },
  { label: "Login", to: "/login" },
  { label: "Register", to: "/register" },
] as const;

/** SPEC §2 payment modes. */
const paymentModes = ["M-PESA", "VISA", "MasterCard", "CASH"] as const;

/** The site footer (SPEC §2), its copyright for `year` (this year in Nairobi, the root loader's). */
export function SiteFooter({ year }: { year: number }) {
  const { instagramUrl, whatsappNumber, shopPhone } = useShopSettings();
  return (
    // Laid out when it nears the viewport (decision 055); the height is a guess until then.
    <footer className="mt-24 render-near-viewport bg-espresso text-ivory/80 [--estimated-height:72rem] lg:[--estimated-height:35rem]">
      <section aria-labelledby="delivery-heading" className="border-b border-white/10">
        <div className="container-page py-14">
          <h2 id="delivery-heading" className="font-display text-3xl text-ivory">
            How delivery works
          </h2>
          <ol className="mt-8 grid gap-8 sm:grid-cols-3">
            {deliverySteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="font-display text-3xl text-gold">{index + 1}</span>
                <div>
                  <h3 className="text-sm font-medium tracking-wide text-ivory">{step.title}</h3>
                  <p className="mt-1 text-sm">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <ShopLogo light className="h-8 w-auto" />
          <p className="mt-4 max-w-xs text-sm">
            Perfumes, fragrances and home scents, delivered across Kenya. Prices in KSh, VAT
            included.
          </p>
        </div>
        <nav aria-labelledby="quick-links-heading">
          <h2 id="quick-links-heading" className="eyebrow text-ivory/60">
            Quick links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-ivory">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="eyebrow text-ivory/60">Payment modes</h2>
          <ul className="mt-4 flex flex-wrap gap-2 text-xs tracking-wider">
            {paymentModes.map((mode) => (
              <li key={mode} className="rounded border border-white/20 px-2.5 py-1">
                {mode}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="eyebrow text-ivory/60">Contact</h2>
          <p className="mt-4 text-sm">
            <a href={`tel:${shopPhone.replace(/\s+/g, "")}`} className="hover:text-ivory">
              {shopPhone}
            </a>
          </p>
          <div className="mt-4 flex gap-3">
            <SocialLink href={instagramUrl} label="Loris on Instagram">
              <InstagramIcon className="size-5" />
            </SocialLink>
            <SocialLink
              href={`https://wa.me/${whatsappNumber}`}
              label="Chat with Loris on WhatsApp"
            >
              <WhatsAppIcon className="size-5" />
            </SocialLink>
          </div>
        </div>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-xs text-ivory/60">
        {`© ${year} Loris. All rights reserved.`}
      </p>
    </footer>
  );
}

/** A round link to the shop's page elsewhere, opened in a new tab. */
function SocialLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      rel="noopener noreferrer"
      target="_blank"
      className="grid size-10 place-items-center rounded-full border border-white/20 hover:border-gold hover:text-gold"
    >
      {children}
    </a>
  );
}
