// The HTML front end: see the module documentation.
import Anshin
