import { Link } from 'react-router';

export function Template() {
  return (
    <div className="container">
      <h1>Page not found</h1>
      <p>
        The page you were looking for is not here. <Link to="/">Go to the home page</Link>.
      </p>
    </div>
  );
}
