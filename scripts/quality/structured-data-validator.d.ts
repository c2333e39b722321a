// The one call of @adobe/structured-data-validator that scripts/quality/site-checks/google-rules.ts makes
// (the package ships no types).
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
