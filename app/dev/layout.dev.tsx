// The demo's development pages use utilities the public sheet leaves out (decision 629).
import "../globals.css";

export default function DevelopmentLayout({ children }: { children: React.ReactNode }) {
  return children;
}
