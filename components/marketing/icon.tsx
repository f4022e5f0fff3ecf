import {
  Bell,
  Calculator,
  Download,
  Gift,
  Link2,
  PieChart,
  Receipt,
  Scale,
  ShieldCheck,
  Sparkles,
  Split,
  TrendingUp,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/lib/copy/home";

const icons: Record<IconName, LucideIcon> = {
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
};

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
