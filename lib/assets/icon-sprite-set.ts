import type { ComponentType, SVGProps } from "react";
import {
  Bell,
  Calculator,
  Download,
  Gift,
  Link2,
  Mail,
  MapPin,
  PieChart,
  Plus,
  Quote,
  Receipt,
  Scale,
  ShieldCheck,
  Sparkles,
  Split,
  TrendingUp,
  Users,
  Wallet,
} from "lucide-react";
import { FaApple, FaGooglePlay, FaInstagram, FaLinkedin, FaXTwitter, FaYoutube } from "react-icons/fa6";

/**
 * The icons the public pages repeat, drawn once in the sprite (`/icons.svg`, decision 630), by the id each
 * `<use href>` names. Only `scripts/icon-sprite.tsx` and its test import this: the pages send the sprite's
 * address, never these components.
 */
export const spriteIconSet = {
  wallet: Wallet,
  pie: PieChart,
  split: Split,
  scale: Scale,
  sparkles: Sparkles,
  gift: Gift,
  receipt: Receipt,
  users: Users,
  shield: ShieldCheck,
  download: Download,
  link: Link2,
  trending: TrendingUp,
  bell: Bell,
  calculator: Calculator,
  plus: Plus,
  quote: Quote,
  "map-pin": MapPin,
  mail: Mail,
  linkedin: FaLinkedin,
  x: FaXTwitter,
  instagram: FaInstagram,
  youtube: FaYoutube,
  "google-play": FaGooglePlay,
  apple: FaApple,
} satisfies Record<string, ComponentType<SVGProps<SVGSVGElement>>>;
