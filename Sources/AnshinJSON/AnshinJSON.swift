// The JSON front end: see the module documentation.
import Anshin
