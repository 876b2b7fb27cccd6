import type { ReactNode } from 'react';

/** Section is one titled part of the form. */
export function Section({
  title,
  description,
  children,
  icon,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 text-base font-semibold text-stone-900 [&_svg]:size-5 [&_svg]:text-emerald-700">
          {icon}
          {title}
        </h2>
        {description && <p className="text-sm text-stone-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
