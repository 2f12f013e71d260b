/** A 64×48 PNG, so the service makes a real thumbnail of an upload. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfklEQVRoge2SAQkAURSDFscQ1x9jXYzx+AMD6Fj8OE3qBi6A+oruQtwldQMXQH1FdyHukrqBC6C+orsQd0ndwAVQX9FdiLukbuACqK/oLsRdUjdwAdRXdBfiLqkbuADqK7oLcZfUDVwA9RXdhbhL6gYugPqK7kLcJXUDHw/4AQ4oENP5285iAAAAAElFTkSuQmCC",
  "base64",
);
