import { Link } from 'react-router';
import type { TemplateDataMap } from '../content/page-data.ts';

export function Template({ data }: { data: TemplateDataMap['product-category'] }) {
  return (
    <div className="container">
      <h1>{data.category.title}</h1>
      <ul>
        {data.children.map((child) => (
          <li key={child.id}>
            <Link to={child.path}>{child.title}</Link>
          </li>
        ))}
        {data.products.map((product) => (
          <li key={product.id}>
            <Link to={product.path}>{product.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
