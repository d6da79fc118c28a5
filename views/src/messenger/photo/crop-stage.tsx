import Cropper from "react-easy-crop";
// react-easy-crop's own rules as a stylesheet: its automatic <style> injection would break the site's CSP (style-src 'self').
import "react-easy-crop/react-easy-crop.css";

// The cropper loads with the crop dialog's first opening, in its own chunk (ARCHITECTURE §6), whatever imports the views.
export default Cropper;
