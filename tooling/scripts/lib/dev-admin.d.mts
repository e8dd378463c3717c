// Types of dev-admin.mjs for the TypeScript test that reads the API's start banner with it.
export declare function parseDevAdmin(
  output: string,
): { email: string; password: string; totpSecret: string } | null;
export declare function parseDemoBorrowers(
  output: string,
): { password: string; borrowers: Array<{ label: string; phone: string; email: string }> } | null;
export declare function demoBorrowerLines(demo: ReturnType<typeof parseDemoBorrowers>): string[];
export declare function totpCode(secret: string, at?: Date): string;
export declare function devAdminLines(
  admin: { email: string; password: string; totpSecret: string } | null,
  at?: Date,
): string[];
export declare function parseDevStaff(
  output: string,
): Array<{ key: string; role: string; email: string; totpSecret: string }>;
export declare function devStaffLines(staff: ReturnType<typeof parseDevStaff>, at?: Date): string[];
