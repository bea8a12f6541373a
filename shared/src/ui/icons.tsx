import type { SVGProps } from 'react';

// Small inline icons so the kit needs no icon library.
function Svg(props: SVGProps<SVGSVGElement>) {
  return <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props} />;
}

export function EditIcon() {
  return (
    <Svg>
      <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
    </Svg>
  );
}

export function DeleteIcon() {
  return (
    <Svg>
      <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
    </Svg>
  );
}

export function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === null) {
    return (
      <Svg opacity={0.35}>
        <path d="M7 10l5-5 5 5H7zm0 4h10l-5 5-5-5z" />
      </Svg>
    );
  }
  return <Svg>{direction === 'asc' ? <path d="M7 14l5-5 5 5H7z" /> : <path d="M7 10l5 5 5-5H7z" />}</Svg>;
}

export function MoreIcon() {
  return (
    <Svg>
      <path d="M6 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
    </Svg>
  );
}
