export type Testimonial = { name: string; role: string; city: string; quote: string; rating: 1 | 2 | 3 | 4 | 5 };

export const testimonials: Testimonial[] = [
  {
    name: "Ananya Iyer",
    role: "Product designer",
    city: "Bengaluru",
    rating: 5,
    quote:
      "I finally know where my salary goes. The automatic categories are spot on and the weekly insight nudges me before I overspend on food delivery.",
  },
  {
    name: "Rahul Menon",
    role: "Software engineer",
    city: "Kochi",
    rating: 5,
    quote:
      "Splitting rent and groceries with three flatmates used to mean spreadsheets. Now we split by order, balance out at month end and nobody argues.",
  },
  {
    name: "Sneha Kulkarni",
    role: "Chartered accountant",
    city: "Pune",
    rating: 4,
    quote:
      "The EMI and savings calculators are the clearest I have used. I send them to clients before we sit down to plan.",
  },
  {
    name: "Vikram Singh",
    role: "Operations lead",
    city: "Gurugram",
    rating: 5,
    quote: "Our team files expense claims with a photo of the receipt. Approvals that took a week now take a day.",
  },
  {
    name: "Fatima Sheikh",
    role: "Student",
    city: "Hyderabad",
    rating: 5,
    quote: "The rewards keep me honest. I hit my first savings goal in four months and the app celebrated with me.",
  },
  {
    name: "Arjun Reddy",
    role: "Small business owner",
    city: "Chennai",
    rating: 4,
    quote:
      "Seeing business and personal spending side by side helped me pay myself a proper salary for the first time.",
  },
  {
    name: "Meera Joshi",
    role: "Teacher",
    city: "Jaipur",
    rating: 5,
    quote:
      "I paid off two credit cards using the debt tracker. Watching the balance fall every month is the best motivation.",
  },
];
