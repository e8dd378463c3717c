/** The site's pages that are the same for every visitor without a cookie (issue 65). */
export declare const PUBLIC_PAGES: readonly string[];
