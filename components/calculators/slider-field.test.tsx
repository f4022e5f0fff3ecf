// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { SliderField as Field } from "@/lib/calculators/shared";
import { SliderField } from "./slider-field";

const loan: Field = {
  key: "loanAmount",
  label: "Loan amount",
  min: 10000,
  max: 10000000,
  step: 1000,
  default: 460000,
  unit: "rupees",
};
const rate: Field = {
  key: "annualRate",
  label: "Interest rate",
  min: 1,
  max: 30,
  step: 0.1,
  default: 10,
  unit: "percent",
};

function Harness({ field }: { field: Field }) {
  const [value, setValue] = useState(field.default);
  return (
    <>
      <SliderField field={field} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function setup(field: Field) {
  render(<Harness field={field} />);
  return {
    box: screen.getByRole("textbox", { name: field.label }) as HTMLInputElement,
    slider: screen.getByRole("slider", { name: field.label }) as HTMLInputElement,
    value: () => Number(screen.getByTestId("value").textContent),
  };
}

afterEach(cleanup);

describe("SliderField", () => {
  it("labels both controls and describes the range", () => {
    const { slider, box } = setup(loan);
    expect(slider.getAttribute("aria-valuetext")).toBe("₹4,60,000");
    expect(box.value).toBe("460000");
    expect(slider.getAttribute("aria-describedby")).toBe(box.getAttribute("aria-describedby"));
  });

  it("moves the box with the slider", () => {
    const { slider, box, value } = setup(loan);
    fireEvent.change(slider, { target: { value: "2500000" } });
    expect(value()).toBe(2500000);
    expect(box.value).toBe("2500000");
  });

  it("applies a typed value inside the range at once", () => {
    const { slider, box, value } = setup(loan);
    fireEvent.change(box, { target: { value: "750000" } });
    expect(value()).toBe(750000);
    expect(slider.value).toBe("750000");
  });

  it("keeps the last value while an out-of-range number is typed, then clamps it on blur", () => {
    const { box, value } = setup(loan);
    fireEvent.change(box, { target: { value: "5" } });
    expect(box.value).toBe("5");
    expect(value()).toBe(460000);
    fireEvent.blur(box);
    expect(value()).toBe(10000);
    expect(box.value).toBe("10000");
    fireEvent.change(box, { target: { value: "99999999" } });
    fireEvent.blur(box);
    expect(value()).toBe(10000000);
  });

  it("drops anything but digits, and reverts an empty box on blur", () => {
    const { box, value } = setup(loan);
    fireEvent.change(box, { target: { value: "abc" } });
    expect(box.value).toBe("");
    fireEvent.blur(box);
    expect(value()).toBe(460000);
    expect(box.value).toBe("460000");
    fireEvent.change(box, { target: { value: "12.5" } });
    expect(box.value).toBe("125");
  });

  it("allows one decimal point when the step is fractional", () => {
    const { box, value } = setup(rate);
    fireEvent.change(box, { target: { value: "8.5.5x" } });
    expect(box.value).toBe("8.55");
    expect(value()).toBe(8.55);
    fireEvent.keyDown(box, { key: "Enter" });
    expect(value()).toBe(8.6);
    expect(box.value).toBe("8.6");
  });
});
