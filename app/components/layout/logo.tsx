export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path d="M7 24V13l9-6 9 6v11h-6v-6h-6v6H7Z" fill="var(--primary-contrast)" />
      <circle cx="16" cy="13.5" r="2" fill="#d0a867" />
    </svg>
  );
}
