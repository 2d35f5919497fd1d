import type { ESLint } from 'eslint';

export declare const READ_ATTRIBUTES: string[];
export declare const literalStringOptions: Record<string, unknown>;
export declare const i18nextPlugin: ESLint.Plugin;
