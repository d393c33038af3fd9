import { Button } from '@mui/base/Button';

// Plain CSS: Base UI puts its state classes (`base--active`, `base--focusVisible`, `base--disabled`)
// on the element, so a stylesheet can target every state.
const css = `
.invoice-row {
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
}

.invoice-button {
  font: 600 0.875rem/1.5 system-ui, sans-serif;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background-color: #2563eb;
  color: #ffffff;
  cursor: pointer;
  transition: background-color 120ms, transform 120ms;
}

.invoice-button:hover {
  background-color: #1d4ed8;
}

.invoice-button.base--active {
  background-color: #1e40af;
  transform: scale(0.98);
}

.invoice-button.base--focusVisible {
  outline: 3px solid #93c5fd;
  outline-offset: 2px;
}

.invoice-button.base--disabled {
  background-color: #94a3b8;
  border-color: #94a3b8;
  cursor: not-allowed;
}
`;

export default function UnstyledButton() {
  return (
    <div className="invoice-row">
      <style>{css}</style>
      <Button className="invoice-button">Create invoice</Button>
      <Button className="invoice-button" disabled>
        Send reminder
      </Button>
    </div>
  );
}
