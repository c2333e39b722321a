import { Link } from 'react-router';
import type { TemplateDataMap } from '../content/page-data.ts';

export function Template({ data }: { data: TemplateDataMap['brand'] }) {
  return (
    <div className="container">
      <h1>{data.brand.title}</h1>
      {data.groups.map((group) => (
        <section key={group.category.id}>
          <h2>{group.category.title}</h2>
          <ul>
            {group.products.map((product) => (
              <li key={product.id}>
                <Link to={product.path}>{product.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
