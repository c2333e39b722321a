import { Link } from 'react-router';
import type { TemplateDataMap } from '../content/page-data.ts';

export function Template({ data }: { data: TemplateDataMap['latest-news'] }) {
  return (
    <div className="container">
      <h1>Latest News</h1>
      <ul>
        {data.posts.map((post) => (
          <li key={post.id}>
            <Link to={post.path}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
