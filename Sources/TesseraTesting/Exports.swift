// A test file that drives views with `Pilot` needs the toolkit too: `import TesseraTesting` brings it.
@_exported import Tessera
