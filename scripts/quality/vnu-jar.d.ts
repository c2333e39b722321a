// vnu-jar exports the path of its `vnu.jar` (a String object); scripts/quality/site-checks/nu-checker.ts
// runs it with Java itself, so the package's own Java download is never used.
declare module 'vnu-jar' {
  const vnuJar: string;
  export default vnuJar;
}
