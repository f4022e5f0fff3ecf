// The hero's illustrations as inline SVG: they paint with the HTML in the first frame, with no image request
// or decode before the page's largest paint (issue 24, decision 318). The phone's text keeps the system Arial
// it had as an <img>, which could not use the page's web font.

export function HeroPhone({ title, className }: { title: string; className?: string }) {
  return (
    <svg
      viewBox="-15 -10 450 600"
      width={420}
      height={560}
      fill="none"
      fontFamily="Arial, sans-serif"
      role="img"
      aria-label={title}
      className={className}
    >
      <defs>
        <linearGradient id="hero-phone-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#99f6e4" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
        <linearGradient id="hero-phone-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#134e4a" />
        </linearGradient>
        <filter id="hero-phone-sh" filterUnits="userSpaceOnUse" x="-15" y="-10" width="450" height="600">
          <feDropShadow dx="0" dy="18" stdDeviation="18" floodColor="#134e4a" floodOpacity=".25" />
        </filter>
      </defs>
      <circle cx="220" cy="290" r="200" fill="url(#hero-phone-bg)" opacity=".35" />
      <circle cx="350" cy="110" r="46" fill="#fbbf24" opacity=".9" />
      <g filter="url(#hero-phone-sh)">
        <rect x="110" y="30" width="220" height="460" rx="36" fill="#0f172a" />
        <rect x="120" y="40" width="200" height="440" rx="28" fill="#f8fafc" />
      </g>
      <rect x="190" y="50" width="60" height="12" rx="6" fill="#0f172a" />
      <text x="136" y="92" fontSize="11" fill="#64748b">
        Good morning
      </text>
      <text x="136" y="110" fontSize="15" fontWeight="700" fill="#0f172a">
        Your money
      </text>
      <rect x="134" y="122" width="172" height="86" rx="16" fill="url(#hero-phone-card)" />
      <text x="148" y="146" fontSize="10" fill="#ccfbf1">
        Spent this month
      </text>
      <text x="148" y="172" fontSize="20" fontWeight="800" fill="#fff">
        ₹24,850
      </text>
      <rect x="148" y="184" width="140" height="8" rx="4" fill="#115e59" />
      <rect x="148" y="184" width="92" height="8" rx="4" fill="#fbbf24" />
      <circle cx="180" cy="262" r="34" stroke="#e2e8f0" strokeWidth="12" />
      <circle
        cx="180"
        cy="262"
        r="34"
        stroke="#0d9488"
        strokeWidth="12"
        strokeDasharray="110 214"
        transform="rotate(-90 180 262)"
      />
      <circle
        cx="180"
        cy="262"
        r="34"
        stroke="#f59e0b"
        strokeWidth="12"
        strokeDasharray="56 214"
        strokeDashoffset="-110"
        transform="rotate(-90 180 262)"
      />
      <circle
        cx="180"
        cy="262"
        r="34"
        stroke="#5eead4"
        strokeWidth="12"
        strokeDasharray="30 214"
        strokeDashoffset="-166"
        transform="rotate(-90 180 262)"
      />
      <rect x="230" y="240" width="10" height="10" rx="3" fill="#0d9488" />
      <rect x="246" y="241" width="54" height="8" rx="4" fill="#cbd5e1" />
      <rect x="230" y="257" width="10" height="10" rx="3" fill="#f59e0b" />
      <rect x="246" y="258" width="40" height="8" rx="4" fill="#cbd5e1" />
      <rect x="230" y="274" width="10" height="10" rx="3" fill="#5eead4" />
      <rect x="246" y="275" width="48" height="8" rx="4" fill="#cbd5e1" />
      <g fontSize="10">
        <rect x="134" y="316" width="172" height="44" rx="12" fill="#fff" stroke="#e2e8f0" />
        <circle cx="154" cy="338" r="11" fill="#ccfbf1" />
        <path d="M149 338h10M154 333v10" stroke="#0f766e" strokeWidth="2" strokeLinecap="round" />
        <text x="172" y="335" fontWeight="600" fill="#0f172a">
          Groceries
        </text>
        <text x="172" y="349" fill="#64748b">
          UPI · Today
        </text>
        <text x="296" y="342" textAnchor="end" fontWeight="700" fill="#0f172a">
          −₹1,240
        </text>
        <rect x="134" y="368" width="172" height="44" rx="12" fill="#fff" stroke="#e2e8f0" />
        <circle cx="154" cy="390" r="11" fill="#fef3c7" />
        <path d="M149 392l4-6 3 4 3-3" stroke="#b45309" strokeWidth="2" fill="none" strokeLinecap="round" />
        <text x="172" y="387" fontWeight="600" fill="#0f172a">
          Dinner split
        </text>
        <text x="172" y="401" fill="#64748b">
          4 friends
        </text>
        <text x="296" y="394" textAnchor="end" fontWeight="700" fill="#0d9488">
          +₹960
        </text>
        <rect x="134" y="420" width="172" height="44" rx="12" fill="#fff" stroke="#e2e8f0" />
        <circle cx="154" cy="442" r="11" fill="#e0e7ff" />
        <path d="M150 442h8M154 438l4 4-4 4" stroke="#4338ca" strokeWidth="2" fill="none" strokeLinecap="round" />
        <text x="172" y="439" fontWeight="600" fill="#0f172a">
          SIP · Savings
        </text>
        <text x="172" y="453" fill="#64748b">
          Auto-debit
        </text>
        <text x="296" y="446" textAnchor="end" fontWeight="700" fill="#0f172a">
          −₹5,000
        </text>
      </g>
      <g filter="url(#hero-phone-sh)">
        <rect x="20" y="170" width="120" height="64" rx="16" fill="#fff" />
        <text x="36" y="196" fontSize="10" fill="#64748b">
          Saved this month
        </text>
        <text x="36" y="220" fontSize="17" fontWeight="800" fill="#0f766e">
          ₹8,400
        </text>
      </g>
      <g filter="url(#hero-phone-sh)">
        <rect x="296" y="330" width="112" height="60" rx="16" fill="#fff" />
        <circle cx="318" cy="360" r="12" fill="#fbbf24" />
        <path d="M313 360l4 4 7-8" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <text x="336" y="356" fontSize="10" fill="#64748b">
          Reward
        </text>
        <text x="336" y="372" fontSize="12" fontWeight="700" fill="#0f172a">
          +150 pts
        </text>
      </g>
    </svg>
  );
}

/** The waves above and below the hero; `slice` crops them as the old `object-cover` images did. */
function HeroWave({ height, className, children }: { height: number; className?: string; children: React.ReactNode }) {
  return (
    <svg
      viewBox={`0 0 1440 ${height}`}
      preserveAspectRatio="xMidYMid slice"
      fill="none"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

export function HeroTopWave({ className }: { className?: string }) {
  return (
    <HeroWave height={320} className={className}>
      <path d="M0 0h1440v180c-180 70-360 90-560 40S460 120 280 170 60 220 0 200Z" fill="#ccfbf1" opacity=".6" />
      <path d="M0 0h1440v110c-220 60-420 60-620 20S420 70 240 110 40 150 0 140Z" fill="#99f6e4" opacity=".35" />
    </HeroWave>
  );
}

export function HeroBottomWave({ className }: { className?: string }) {
  return (
    <HeroWave height={160} className={className}>
      <path d="M0 80c160-50 340-70 520-30s380 90 600 50 260-70 320-80v140H0Z" fill="#f0fdfa" />
      <path d="M0 120c200-40 420-40 640-10s440 40 800-20v70H0Z" fill="#ffffff" />
    </HeroWave>
  );
}
