import { products } from '../products';

/** A card per product with docs, from the product registry; used on the home page. */
export function ProductGrid() {
  return (
    <ul className="product-grid">
      {products
        .filter((product) => product.homePath)
        .map((product) => (
          <li key={product.id}>
            <a className="product-card" href={product.homePath!}>
              <span className="product-card-name">{product.name}</span>
              {product.version ? <span className="version-label">v{product.version}</span> : null}
              <span className="product-card-tagline">{product.tagline}</span>
            </a>
          </li>
        ))}
    </ul>
  );
}
