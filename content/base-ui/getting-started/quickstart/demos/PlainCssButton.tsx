import { Button } from '@mui/base/Button';

// The stylesheet targets Base UI's own class names. Scoping them under `.checkout`
// keeps the rules from reaching other Base UI buttons on the page.
const css = `
.checkout {
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
}

.checkout .base-Button-root {
  font: 600 0.875rem/1.5 system-ui, sans-serif;
  padding: 8px 18px;
  border: none;
  border-radius: 8px;
  background-color: #0f766e;
  color: #ffffff;
  cursor: pointer;
}

.checkout .base-Button-root:hover {
  background-color: #115e59;
}

.checkout .base--active {
  background-color: #134e4a;
}

.checkout .base--focusVisible {
  outline: 3px solid #5eead4;
  outline-offset: 2px;
}

.checkout .base--disabled {
  background-color: #94a3b8;
  cursor: not-allowed;
}
`;

export default function PlainCssButton() {
  return (
    <div className="checkout">
      <style>{css}</style>
      <Button>Pay now</Button>
      <Button disabled>Apply coupon</Button>
    </div>
  );
}
