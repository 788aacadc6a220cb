"""The player-facing rules reference shown from the play screen (plain HTML)."""

RULES_HTML = """
<h2>Dungeon! in brief</h2>
<p>Each player leads one hero into a six-level dungeon. Bring enough treasure back to the
<b>Great Hall</b> at the end of your turn to win: <b>Cleric</b> and <b>Rogue</b> 10,000 gp,
<b>Fighter</b> 20,000 gp, <b>Wizard</b> 30,000 gp. Deeper levels hold richer treasure and
deadlier monsters.</p>
<h3>Your turn</h3>
<ol>
<li><b>Move</b> up to 5 spaces. Each flagstone, room and chamber is one space; doors cost
nothing extra. You must stop when you enter a room or chamber that is not cleared. You may pass
other heroes but not stop beside one, except in chambers and the Great Hall.</li>
<li><b>Encounter</b> the space you end in: corridors and cleared places are safe. Otherwise you
meet the monster there, or draw one from that level's deck.</li>
<li><b>Combat</b>: roll two dice (plus your Magic Sword). Meet or beat the number for your class
and the monster is destroyed. A "&ndash;" means you cannot hurt it without a Magic Sword.
If it survives it strikes back: 12 killed, 11 seriously wounded, 8&ndash;10 wounded,
6&ndash;7 stunned, 2&ndash;5 miss. Wounds make you drop treasure, lose turns or go home.</li>
<li><b>Loot</b>: a beaten monster in a room gives a treasure card; rooms and chambers also give
back everything heroes dropped there.</li>
</ol>
<p>A room is cleared by one win, a chamber by three.</p>
<h3>Doors, traps and treasures</h3>
<ul>
<li><b>Secret doors</b>: search from next to one with a move left: 5&ndash;6 finds it
(Rogues 3&ndash;6). A failed search ends your move. Found doors stay open for your hero.</li>
<li><b>Cage Trap</b>: lose 1 or 2 turns. <b>Slide Trap</b>: slide to a chamber one level
deeper. A trap in a room still gives its treasure.</li>
<li><b>Secret Door card</b>: walk through secret doors freely. <b>ESP Medallion</b>: peek into
a neighbouring room before entering. <b>Crystal Ball</b>: instead of moving, look into any room.
<b>Magic Sword</b>: +1 or +2 to your attacks (not for Wizards).</li>
</ul>
<h3>Wizards</h3>
<p>Wizards start with 5 spells and cast one per turn: <b>Fireball</b> or <b>Lightning Bolt</b>
from next to a room or chamber (a miss cannot strike back), or <b>Teleport</b> from a chamber to
another chamber one level up, down or the same. Spend a whole turn in the Great Hall to take a
spell back.</p>
<h3>Solo variants</h3>
<p><b>Treasure Hunt</b>: find one named treasure before your second death. <b>Timed Game</b>:
win within the turn limit. <b>Become the Hunted</b>: a Level 6 monster chases you five spaces
after each of your turns.</p>
"""
