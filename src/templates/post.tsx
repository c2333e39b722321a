import { Link } from 'react-router';
import type { TemplateDataMap } from '../content/page-data.ts';

export function Template({ data }: { data: TemplateDataMap['post'] }) {
  const { post, previous, next } = data;
  return (
    <article className="container">
      <h1>{post.title}</h1>
      <p>{post.excerpt}</p>
      <nav aria-label="Posts">
        {previous ? <Link to={previous.path}>Previous: {previous.title}</Link> : null}{' '}
        {next ? <Link to={next.path}>Next: {next.title}</Link> : null}
      </nav>
    </article>
  );
}
