// Refuses to run on any Node.js but the project's pinned major version.
const required = 24;
const major = Number(process.versions.node.split(".")[0]);
if (major !== required) {
  console.error(
    `Mazad needs Node.js ${required} (this is ${process.version}).\n` +
      `The project installs its own Node ${required} with \`npm install\` (the "node" dev dependency);\n` +
      `run commands through npm (npm start, npm test) so that it is used, or switch with \`nvm use\` (.nvmrc).`,
  );
  process.exit(1);
}
