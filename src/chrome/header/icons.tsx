// The chrome's two line icons. Decorative: the buttons carrying them have their own names.

/** Three bars that fold into a cross when the burger's `aria-expanded` is true (header.module.css). */
export function BurgerIcon({ className, lineClassName }: { className?: string; lineClassName?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={lineClassName} x="3" y="5" width="18" height="2.2" rx="1.1" />
      <rect className={lineClassName} x="3" y="10.9" width="18" height="2.2" rx="1.1" />
      <rect className={lineClassName} x="3" y="16.8" width="18" height="2.2" rx="1.1" />
    </svg>
  );
}

export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="m3.5 6 4.5 4.5L12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
