// Plain CSS: the same three chips, styled by a stylesheet instead of the sx prop.
const css = `
.variant-row {
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
}

.variant-chip {
  padding: 8px 16px;
  border-radius: 16px;
  border: 1px solid #c4cdd5;
  background-color: #ffffff;
  color: #1c2025;
  font: 600 1rem/1.5 system-ui, sans-serif;
}
`;

export default function StylingVariants() {
  return (
    <div className="variant-row">
      <style>{css}</style>
      {['System', 'CSS', 'Tailwind'].map((name) => (
        <div key={name} className="variant-chip">
          {name}
        </div>
      ))}
    </div>
  );
}
