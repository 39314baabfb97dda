import Tessera
