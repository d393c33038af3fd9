import { VersionLabel } from '../layout/VersionLabel';
import { linkedProducts } from '../products';

/** A card per product with docs, from the product registry; used on the home page. */
export function ProductGrid() {
  return (
    <ul className="product-grid">
      {linkedProducts
        .map((product) => (
          <li key={product.id}>
            <a className="product-card" href={product.homePath}>
              <span className="product-card-name">{product.name}</span>
              <VersionLabel version={product.version} />
              <span className="product-card-tagline">{product.tagline}</span>
            </a>
          </li>
        ))}
    </ul>
  );
}
