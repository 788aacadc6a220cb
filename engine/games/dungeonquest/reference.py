"""The player-facing rules reference shown from the play screen (plain HTML)."""

RULES_HTML = """
<h2>DungeonQuest in brief</h2>
<p>Each hero starts in a corner tower. Grab Loot, ideally dragon treasure from the hoard in the
middle, and leave through any tower before the sun sets. Only heroes who got out can win: the most
gold wins (ties: the best single card, then the most Loot cards).</p>
<h3>Your turn</h3>
<ol>
<li><b>Status</b>: the first player moves the sun. On the numbered spaces at the end of the track
he rolls a die; rolling the number or lower makes the sun set: everyone still inside dies.</li>
<li><b>Action</b>: one of <b>Move</b> one space through a hall (an unexplored space gets a new
chamber tile, its arrow toward you), <b>Search</b> a chamber with a torch that nobody searched,
<b>Enter the catacombs</b> where there are stairs, or <b>Exit</b> from a tower if you hold Loot.</li>
</ol>
<p>A hero who can do none of these has reached a dead end and dies. A dead hero's cards go to the
discard piles and his wound and determination tokens back to the supply.</p>
<h3>Tests</h3>
<p>Roll two dice: equal to or under your attribute succeeds. After seeing the dice you may spend
determination tokens, each lowering the total by 1. Every failed test gives you a token.</p>
<h3>Barriers and chambers</h3>
<ul>
<li><b>Door</b>: draw a door card. <b>Portcullis</b>: strength test. A failure ends your turn.</li>
<li><b>Corridors</b>, <b>spider webs</b> and <b>chambers of darkness</b> move you on at once
(darkness: a die picks the hall). <b>Rotating chambers</b> turn half round. <b>Bridges</b> need an
agility test (+1 per Loot card); fall and you land in the catacombs. <b>Bottomless pits</b> test luck or
you die. <b>Cave-ins</b> and <b>chasms</b> split the chamber in two sides.</li>
<li><b>Towers</b>: entering one lets you exit (with Loot), move on, or jump to a free tower.</li>
<li><b>Treasure chamber</b>: each entry, and each turn you start there, draws a dragon card:
usually a treasure, sometimes the dragon's wrath.</li>
</ul>
<h3>Combat</h3>
<p>The player on your left plays the monster. Each round both secretly pick Melee, Ranged or
Magic: Magic beats Ranged, Ranged beats Melee (2 wounds), Melee beats Magic; the same card hurts both
(Melee mirror: 2 each). After a round you may test agility to escape (paying the monster's escape
penalty) into an explored chamber next door.</p>
<h3>Catacombs</h3>
<p>Going down ends your turn. Each turn draw a catacomb card; when one offers a way up you may take it:
your travel marker moves one space per card in your row, then you turn it left or right and roll a die
for the rest. Hitting the outer wall on that roll wounds you.</p>
<h3>Options</h3>
<p><b>Solo</b>: monsters are fought with a die (1-2 you take 1, 3-4 both take 1, 5 it takes 1, 6 it
takes 2) with one escape try before the fight; you must bring out a dragon treasure.
<b>Death Can Wait</b>: the dead come back in a tower with nothing. <b>Torchlight</b>: entering a chamber
reveals the chambers beyond its open halls. <b>Hero and monster fall together</b>: when both take their last
wound in the same round, the hero dies and the monster lives on (its token stays), or, if you choose, both die
and its token is removed.</p>
"""
