import { Bone, CardBones, LoadingState, TileBones } from "@/components/ui/skeleton";

/** A console screen's title and description (PageHeader). */
function HeaderBones() {
  return (
    <div className="mb-6">
      <Bone className="h-8 w-56" />
      <Bone className="mt-2 h-5 w-96 max-w-full" />
    </div>
  );
}

/**
 * A console list loading (its segment's loading.tsx): title, the filter tabs when the list has them, its
 * search and order, and rows in the list's card.
 */
export function ConsoleListSkeleton({
  label,
  tabs = true,
  rows = 8,
}: {
  label: string;
  tabs?: boolean;
  rows?: number;
}) {
  return (
    <LoadingState label={label}>
      <HeaderBones />
      {tabs ? <Bone className="mb-4 h-10 w-full rounded-xl" /> : null}
      <div aria-hidden="true" className="mb-4 flex items-end gap-3">
        <Bone className="h-10 w-64 rounded-xl" />
        <Bone className="h-10 w-48 rounded-xl" />
        <Bone className="h-10 w-20 rounded-xl" />
      </div>
      <div
        aria-hidden="true"
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <div className="px-4 py-3">
          <Bone className="h-4 w-1/3" />
        </div>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-6 px-4 py-4">
            <Bone className="h-4 w-1/3" />
            <Bone className="h-4 w-1/5" />
            <Bone className="ml-auto h-4 w-24" />
          </div>
        ))}
      </div>
    </LoadingState>
  );
}

/** The Overview: greeting, the five tiles, the page-views chart. */
export function OverviewSkeleton() {
  return (
    <LoadingState label="Loading the overview…">
      <HeaderBones />
      <TileBones count={5} className="grid-cols-5" tile="rounded-2xl p-4" />
      <CardBones className="mt-8 h-80 rounded-2xl" />
    </LoadingState>
  );
}
