  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
@  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
U  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
H  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
₹  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
H  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
-  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
_  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
N  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
_  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
F  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
\  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
-  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
-  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
-  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
*  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
*  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
*  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
|  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
|  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
W  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
2  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
*  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
*  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
W  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
*  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
U  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
`  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
$  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
₹  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
`  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
₹  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
\  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
?  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
\  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
+  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
N  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
_  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
F  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
$  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
$  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
H  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
M  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
C  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
M  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
N  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
_  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
F  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
U  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
+  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
2  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
8  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
₨  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
F  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
M  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
₨  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
₨  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
U  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
+  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
2  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
2  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
C  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
P  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
1  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
9  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
5  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
7  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
₨  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
5  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
C  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
F  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
👩  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
\  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
2  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
👩  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
\  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
2  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
👧  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
!  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
₨  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
5  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
N  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
_  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
F  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
H  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
'  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
H  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
U  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
H  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
H  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
C  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ह  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ि  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
न  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
्  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
द  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ी  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
!  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ह  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ि  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
न  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
्  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
द  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ी  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
N  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
_  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
F  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
[  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
]  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
W  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
/  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
k  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
v  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
O  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
j  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
,  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
{  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
C  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
:  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
य  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ा  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
त  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
्  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
र  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ा  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ए  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ँ  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
m  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
!  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
y  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
य  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ा  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
त  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
्  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
र  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ा  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ए  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
ँ  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
"  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
b  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
S  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
w  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
x  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
c  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
p  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
q  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
d  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
f  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
i  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
=  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
>  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
   // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
D  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
V  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
N  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
A  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
R  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
_  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
F  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
I  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
L  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
E  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
s  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
u  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
l  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
g  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
.  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
o  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
B  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
G  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
t  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
e  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
r  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
T  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
h  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
a  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
n  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
(  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
0  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
}  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
)  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
;  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");

  // The header's language switch names the Hindi edition in Hindi, marked lang="hi".
  await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
