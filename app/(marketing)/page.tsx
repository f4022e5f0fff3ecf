import { siteConfig } from "@/config/site";

export default function HomePage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex min-h-[70dvh] max-w-4xl flex-col items-center justify-center px-6 py-24 text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Automatic</span>
          Expense tracker app
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-6xl">Transform your money habits</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-600">{siteConfig.description}</p>
      </div>
    </section>
  );
}
