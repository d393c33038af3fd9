import { Button, type ButtonOwnerState } from '@mui/base/Button';

// Your own class names, as a utility-class framework or CSS Modules would give you.
const css = `
.btn { font: 600 0.875rem/1.5 system-ui, sans-serif; padding: 8px 18px; border-radius: 999px;
  border: 2px solid #c2410c; background: transparent; color: inherit; cursor: pointer; }
.btn-pressed { background: #c2410c; color: #ffffff; }
.btn-ring { outline: 3px solid #fdba74; outline-offset: 2px; }
.btn-off { opacity: 0.5; cursor: not-allowed; }
`;

// `slotProps.root` can be a function of the owner state: it returns extra props,
// here the class names that match the button's current state.
function stateClasses(ownerState: ButtonOwnerState) {
  return {
    className: [
      ownerState.active && 'btn-pressed',
      ownerState.focusVisible && 'btn-ring',
      ownerState.disabled && 'btn-off',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

export default function ClassNameButton() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <style>{css}</style>
      <Button className="btn" slotProps={{ root: stateClasses }}>
        Add to wishlist
      </Button>
      <Button className="btn" slotProps={{ root: stateClasses }} disabled>
        Out of stock
      </Button>
    </div>
  );
}
