/**
 * The field only a bot fills: out of sight, out of the tab order and hidden from screen readers.
 * A public form that finds it filled thanks the sender and sends nothing.
 */
interface HoneypotFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function HoneypotField({ id, label, value, onChange }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
