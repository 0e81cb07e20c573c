export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
