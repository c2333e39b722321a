import { Link } from 'react-router';
import type { TemplateDataMap } from '../content/page-data.ts';

export function Template({ data }: { data: TemplateDataMap['brands'] }) {
  return (
    <div className="container">
      <h1>Our Brands</h1>
      <ul>
        {data.brands.map((brand) => (
          <li key={brand.id}>
            <Link to={brand.path}>{brand.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
