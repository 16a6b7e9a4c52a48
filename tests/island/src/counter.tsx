import { useState } from "react";

/** A stateful control, the smallest real island: it only works once React has hydrated it. */
export function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)} data-count={count}>
      {label} {count}
    </button>
  );
}
