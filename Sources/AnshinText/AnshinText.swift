// The Text front end: see the module documentation.
import Anshin
