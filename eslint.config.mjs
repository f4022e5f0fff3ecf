import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".tmp-*",
    ".data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "coverage/**",
  ]),
  {
    // Playwright fixtures take a callback named `use`; it is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS on purpose (Next loads the cache handler with require()).
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // One link: components/ui/link.tsx prefetches on intent, not on sight (decision 319).
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use { Link } from @/components/ui/link (decision 319)." }] },
      ],
    },
  },
  {
    // Prisma sends these to LIKE unescaped: text is matched through lib/data/text-match.ts (decision 817).
    files: ["app/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "scripts/**/*.ts"],
    ignores: ["lib/data/text-match.ts", "lib/data/text-match.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='contains'], Property[key.name='mode'][value.value='insensitive']",
          message: "Match text with containsText/equalsText from @/lib/data/text-match (decision 817).",
        },
      ],
    },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
]);
