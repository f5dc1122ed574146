// The setup feature's public face (ARCHITECTURE.md, "Server folders"): what auth/, the demo seed and main.ts use
// of the install's state.
export { isDemoInstallation, loadInstallationStatus, markDemoInstallation } from './installation.ts';
export { issueSetupCode } from './setup-code.ts';
