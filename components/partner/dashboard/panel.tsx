type PanelProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A line under the title. */
  description?: React.ReactNode;
  /** A link or button at the top right. */
  action?: React.ReactNode;
  /** `large` for the profile's forms (more room, a larger title). */
  size?: "regular" | "large";
  className?: string;
  children: React.ReactNode;
};

const sizes = {
  regular: { box: "p-6", title: "text-lg font-bold text-ink" },
  large: { box: "p-8", title: "text-xl font-bold text-ink" },
};

/** A white card on the dashboard, named by its heading. */
export function Panel({ id, title, description, action, size = "regular", className = "", children }: PanelProps) {
  const style = sizes[size];
  const heading = (
    <>
      <h2 id={id} className={style.title}>
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
    </>
  );
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl border border-slate-200 bg-white ${style.box} shadow-sm ${className}`}
    >
      {action ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>{heading}</div>
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A panel's table: it scrolls sideways on a narrow screen, and its caption names it for screen readers. */
export function PanelTable({
  caption,
  head,
  className = "mt-4",
  tableClassName = "w-full text-left text-sm",
  bodyClassName,
  children,
}: {
  caption: React.ReactNode;
  /** The row of column headings (`TableHead`). */
  head: React.ReactNode;
  className?: string;
  tableClassName?: string;
  bodyClassName?: string;
  /** The rows. */
  children: React.ReactNode;
}) {
  return (
    <div className={`${className} overflow-x-auto`}>
      <table className={tableClassName}>
        <caption className="sr-only">{caption}</caption>
        {head}
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}

/** What a panel says when it has nothing to list, with an optional way to add the first. */
export function EmptyState({
  message,
  action,
  className = "mt-4",
}: {
  message: string;
  action?: React.ReactNode;
  className?: string;
}) {
  const box = `${className} rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-600`;
  if (!action) return <p className={box}>{message}</p>;
  return (
    <div className={box}>
      <p>{message}</p>
      {action}
    </div>
  );
}

const feedSizes = {
  regular: { row: "gap-3 px-4 py-3", badge: "size-9", icon: "size-4", date: "text-xs" },
  large: { row: "gap-4 px-5 py-4", badge: "size-10", icon: "size-5", date: "text-sm" },
};

/** One dated item of a feed (announcements, notifications): a round icon badge, the text, the date. */
export function FeedItem({
  icon: Icon,
  badgeClassName,
  date,
  dateText,
  size = "regular",
  children,
}: {
  icon: React.ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;
  /** The badge's colours. */
  badgeClassName: string;
  date: Date;
  dateText: string;
  size?: "regular" | "large";
  children: React.ReactNode;
}) {
  const style = feedSizes[size];
  return (
    <li className={`flex ${style.row} rounded-2xl border border-slate-200`}>
      <span className={`grid ${style.badge} shrink-0 place-items-center rounded-full ${badgeClassName}`}>
        <Icon aria-hidden="true" className={style.icon} />
      </span>
      <div className="min-w-0">
        {children}
        <p className={`mt-1 ${style.date} text-slate-500`}>
          <time dateTime={date.toISOString()}>{dateText}</time>
        </p>
      </div>
    </li>
  );
}
