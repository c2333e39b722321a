import { Link } from 'react-router';
import type { TemplateDataMap } from '../content/page-data.ts';

export function Template({ data }: { data: TemplateDataMap['product'] }) {
  const { product } = data;
  return (
    <div className="container">
      <h1>{product.title}</h1>
      <p>{product.excerpt}</p>
      <ul>
        {product.categories.map((category) => (
          <li key={category.id}>
            <Link to={category.path}>{category.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
