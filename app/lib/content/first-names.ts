/**
 * First names a landlord types in lower case ("quiz with pete", "jim will pick you up", "rip big
 * terry"): common British given names and the short forms used across a bar. A name that is also an
 * everyday word ("will", "rose", "mark", "carol", "eve", "jack", "bill", "holly") is left out, as
 * "carols", "christmas eve" and "the bill" must stay as they are.
 */
const NAMES = `
aaron abbie abby abdul adam adele adrian aidan aileen aimee alan alana alastair albert alec alex
alexa alexander alfie alfred ali alice alison alistair allan amanda amelia amir amy andrea andrew
andy angela angie anita ann anna anne annette annie anthony archie arthur ashley audrey austin
baz barbara barney barry becky belinda ben bernard bernie beth bethan beryl betty beverley bev billy
bobby brenda brendan brian bridget brooke bruce bryan callum calum cameron carl carla carly carmel
caroline carolyn catherine cathy charlie charles charlotte chantelle chelsea cheryl chloe chris
christine christopher ciaran claire clare colin connor craig dan daniel danielle danny darren
dave davey david debbie deborah declan dee denise dennis derek dermot diane dianne dominic
 donna doreen doris dougie douglas duncan dylan eamon eddie edith edna edward eileen
elaine eleanor elizabeth ella ellie elsie emily emma eric erin ethan evan evie fergus fiona
francesca fran freddie freya gareth garry gary gav gavin gaz gemma geoff geoffrey george georgia
gerald gerry gill gillian glen glenn gloria gordon graham greg gregor gwen hamish hannah harriet
harry hayley heidi helen henry hilda howard hugh hughie iain ian imogen irene isaac isabel
isabella isla jacqueline jackie jake james jamie jane janet janice jason jay jayne jean jeff
jen jenny jenna jennifer jeremy jess jessica jill jim jimmy jo joan joanne jock joe joel joey
john johnny jon jonathan jordan joseph josh joshua joyce judith judy julia julie justin karen kate
katie kath kathleen kathryn katy kay keith kelly ken kenny kerry kev kevin kieran kim kirsty
kyle lauren laura lee len lenny lesley leslie liam linda lindsay lisa liz lizzie lorna lorraine
louise lucy luke lydia lynn lynne maggie malcolm mandy marc margaret maria marie marion martin
martyn mary matt matthew maureen megan mel melanie michael michelle mick mickey micky mike
mavis millie moira molly morag muriel nadia naomi natalie nathan neil niall nicola nicole nigel noel
norma norman oliver olivia owen paddy pamela pam paul paula pauline pete peter phil philip
phoebe phyllis rachel raj ravi rebecca reg reggie rhys richard rick ricky robbie robert
roger ron ronnie ross roy ruth ryan sally sam samantha sandra sara sarah scott sean shane
shannon sharon shaz sheila shirley sian simon sinead sonia sophie stacey stan stanley steph
stephanie stephen steve steven stevie stewart stu stuart sue susan sylvia suzanne tania tanya tara ted
teddy terry tez theresa thomas tim timothy tina toby tom tommy tony tracey tracy trevor val
valerie vera vicky victoria vince vincent viv wayne wendy william willie yvonne zoe
`;

export const FIRST_NAMES: ReadonlySet<string> = new Set(NAMES.trim().split(/\s+/));
