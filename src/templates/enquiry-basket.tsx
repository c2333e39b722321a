export function Template() {
  return (
    <div className="container">
      <h1>Enquiry Basket</h1>
    </div>
  );
}
